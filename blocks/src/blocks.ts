import type { Block } from './defineBlock';
import { cartWidgetBlock } from './library/CartWidget';
import { consentsBlock } from './library/Consents';
import { contactBlock } from './library/Contact';
import { flavourCarouselBlock } from './library/FlavourCarousel';
import { flavourCarouselCardBlock } from './library/FlavourCarouselCard';
import { flavourFinderBlock } from './library/FlavourFinder';
import { freeTrialBlock } from './library/FreeTrial';
import { heroBlock } from './library/Hero';
import { loyaltyBlock } from './library/Loyalty';
import { loyaltyArticleRewardBlock } from './library/LoyaltyArticleReward';
import { loyaltyArticlesBlock } from './library/LoyaltyArticles';
import { loyaltyContestBlock } from './library/LoyaltyContest';
import { newsletterBlock } from './library/Newsletter';
import { redirectionLinkCardBlock } from './library/RedirectionLinkCard';
import { referralBlock } from './library/Referral';
import { richTextBlock } from './library/RichText';
import { simpleProductTeaserBlock } from './library/SimpleProductTeaser';
import { startSubscriptionBlock } from './library/StartSubscription';
import { storeLocatorBlock } from './library/StoreLocator';
import { formFieldBlock, submissionFormBlock } from './library/SubmissionForm';
import { surveyRunnerBlock } from './library/SurveyRunner';

/** Every block the editor offers. A new block is defined with defineBlock and added here. */
export const blocks: readonly Block[] = [
  heroBlock,
  richTextBlock,
  flavourCarouselBlock,
  flavourCarouselCardBlock,
  simpleProductTeaserBlock,
  redirectionLinkCardBlock,
  submissionFormBlock,
  formFieldBlock,
  cartWidgetBlock,
  storeLocatorBlock,
  consentsBlock,
  loyaltyBlock,
  loyaltyArticlesBlock,
  loyaltyArticleRewardBlock,
  loyaltyContestBlock,
  newsletterBlock,
  contactBlock,
  referralBlock,
  startSubscriptionBlock,
  surveyRunnerBlock,
  flavourFinderBlock,
  freeTrialBlock,
];
