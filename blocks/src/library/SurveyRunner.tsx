import { lazyWithWords } from '@storefront/features/platform';
import { defineBlock } from '../defineBlock';
import { headingInput } from '../inputs';
import { HydrateWhenVisible } from '../HydrateWhenVisible';
import { icons } from '../icons';

// The runner brings its own client and form; it loads in its own chunk, when it nears the viewport.
const SurveyRunner = lazyWithWords(() =>
  import('@storefront/features/surveys/widgets').then((surveys) => ({ default: surveys.SurveyRunner })),
);

/** One survey from features/surveys, run one question at a time, placeable on any Builder page (e.g. a campaign). */
export const surveyRunnerBlock = defineBlock({
  name: 'SurveyRunner',
  friendlyName: 'Survey',
  group: 'Shop widgets',
  image: icons.widget,
  description: 'Runs one survey for signed-in shoppers, one question at a time; guests are asked to sign in.',
  inputs: [
    {
      name: 'surveyId',
      friendlyName: 'Survey',
      type: 'string',
      required: true,
      defaultValue: 'taste-profile',
      helperText: 'The survey id from the surveys service, e.g. taste-profile or device-feedback.',
    },
    headingInput("Replaces the survey's own title."),
    {
      name: 'introText',
      friendlyName: 'Intro text',
      type: 'longText',
      localized: true,
      helperText: "Replaces the survey's own description on its first screen.",
    },
    {
      name: 'completionText',
      friendlyName: 'Thank-you text',
      type: 'longText',
      localized: true,
      helperText: 'Shown with the points earned once the answers are sent.',
    },
    {
      name: 'signInHref',
      friendlyName: 'Sign-in link',
      type: 'url',
      defaultValue: '/sign-in',
      helperText: 'Where a guest signs in; add ?next= with this page to come back.',
    },
  ],
  component: ({ surveyId, heading, introText, completionText, signInHref }) => (
    <HydrateWhenVisible widget="@storefront/features/surveys/widgets">
      <SurveyRunner
        surveyId={surveyId}
        {...(heading ? { heading } : {})}
        {...(introText ? { introText } : {})}
        {...(completionText ? { completionText } : {})}
        {...(signInHref ? { signInHref } : {})}
      />
    </HydrateWhenVisible>
  ),
});
