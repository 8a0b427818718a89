import { createContext, useContext, type FormEvent } from 'react';
import { Button, FormMessage, RichText, fieldStyles } from '@storefront/design-system';
import { useTranslation } from '@storefront/features/platform';
import { useIsEditing, type ContentBlock } from '../defineBlock';
import { Blocks, blockList, defineBuiltIn } from './defineBuiltIn';
import * as styles from './builtins.css';

/*
 * Builder's form blocks, drawn with the design system's fields and posted as a plain form to the page itself: the
 * shop's server reads the form's settings from the published page (never from the post) and sends the fields to
 * Builder's form endpoint or the form's custom action (site/app/builder/forms.server.ts), then draws the page again
 * with the outcome. So the form works before hydration and without JavaScript, and adds no script to the page.
 */

/** The hidden field naming which form of the page was sent: its block id. */
export const BUILDER_FORM_FIELD = '_builderForm';

/** The field blocks whose names the server forwards; anything else posted is dropped. */
export const builderFieldBlocks = ['Form:Input', 'Form:Select', 'Form:TextArea'] as const;

/** How a post of one of the page's forms went, as the server answers it and the page draws it. */
export interface BuilderFormOutcome {
  values: {
    /** The Form:Form block sent. */
    form: string;
    /** What was typed, by field name: drawn again after a failure, so nothing is lost. */
    fields: Record<string, string>;
  };
  sent?: boolean;
  /**
   * Why it failed, when the shop has words for it (the server's message at the form's errorMessagePath, a wait after
   * too many posts); a failure without one shows the form's own error message blocks.
   */
  error?: string;
}

/** The outcome of the post that drew this page, if any (the Builder page's action data). */
export const BuilderFormOutcomeContext = createContext<BuilderFormOutcome | undefined>(undefined);

/**
 * Where the page's forms post: the page's own route (the home page's is `/?index`, the router's name for its index
 * route); undefined posts to the page's address as it is.
 */
export const BuilderFormActionContext = createContext<string | undefined>(undefined);

/** Inside a form: its fields' accessible names and the values to start with. */
const FormFieldsContext = createContext<{
  labels: ReadonlyMap<string, string>;
  values: Record<string, string>;
}>({
  labels: new Map(),
  values: {},
});

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** A Text block's words without their markup: a field's accessible name. */
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Builder's form template puts each field's words in a Text block just before it: that text names the field for
 * screen readers (the words a sighted shopper reads beside it), else its placeholder, else its name.
 */
function fieldLabels(children: readonly ContentBlock[]): Map<string, string> {
  const labels = new Map<string, string>();
  children.forEach((child, index) => {
    const name = child.component?.name;
    if (!child.id || !(builderFieldBlocks as readonly (string | undefined)[]).includes(name)) return;
    const before = children[index - 1]?.component;
    const text = before?.name === 'Text' ? before.options?.['text'] : undefined;
    const options = child.component?.options ?? {};
    const label =
      (typeof text === 'string' && plainText(text)) ||
      (typeof options['placeholder'] === 'string' && options['placeholder']) ||
      (typeof options['name'] === 'string' ? options['name'] : '');
    if (label) labels.set(child.id, label);
  });
  return labels;
}

/** The blocks a form keeps in its options: what it shows once sent, on a failure, and while sending. */
const messageBlocks = (options: Record<string, unknown>) => [
  blockList(options['successMessage']),
  blockList(options['errorMessage']),
  blockList(options['sendingMessage']),
];

const FormBuiltIn = defineBuiltIn({
  name: 'Form:Form',
  friendlyName: 'Form',
  inputs: [
    { name: 'name', type: 'string' },
    { name: 'sendSubmissionsTo', type: 'string', enum: ['email', 'custom'], defaultValue: 'email' },
    { name: 'sendSubmissionsToEmail', type: 'string' },
    { name: 'action', type: 'url' },
    {
      name: 'contentType',
      type: 'string',
      enum: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
      defaultValue: 'application/json',
    },
    { name: 'errorMessagePath', type: 'string' },
  ],
  nested: messageBlocks,
  component: function BuiltInForm({ name, block }) {
    const editing = useIsEditing();
    const { t } = useTranslation();
    const outcome = useContext(BuilderFormOutcomeContext);
    const action = useContext(BuilderFormActionContext);
    const children = block.children ?? [];
    const options = block.component?.options ?? {};
    const [successBlocks, errorBlocks] = messageBlocks(options);
    const mine = outcome && block.id && outcome.values.form === block.id ? outcome : undefined;
    const failed = mine && !mine.sent;
    // In the editor the form is only drawn: a marketer's click on its button sends nothing.
    const stay = (event: FormEvent) => event.preventDefault();
    return (
      <form
        method="post"
        action={action}
        className={styles.form}
        aria-label={name || undefined}
        onSubmit={editing ? stay : undefined}
      >
        {block.id && <input type="hidden" name={BUILDER_FORM_FIELD} value={block.id} />}
        <FormFieldsContext.Provider
          value={{ labels: fieldLabels(children), values: failed ? mine.values.fields : {} }}
        >
          <Blocks blocks={children} />
        </FormFieldsContext.Provider>
        {mine?.sent && (
          <div role="status">
            {successBlocks!.length > 0 ? (
              <Blocks blocks={successBlocks!} />
            ) : (
              <FormMessage tone="success">{t('contactForms.sent')}</FormMessage>
            )}
          </div>
        )}
        {failed && (
          <div role="alert">
            {mine.error || errorBlocks!.length === 0 ? (
              <FormMessage tone="danger">{mine.error || t('contactForms.failed')}</FormMessage>
            ) : (
              <Blocks blocks={errorBlocks!} />
            )}
          </div>
        )}
      </form>
    );
  },
});

/** The field's accessible name and the value it starts with (what was typed before a failure, else its default). */
function useField(block: ContentBlock, name: string, defaultValue: string | undefined) {
  const { labels, values } = useContext(FormFieldsContext);
  return {
    label: (block.id && labels.get(block.id)) || name,
    value: Object.hasOwn(values, name) ? values[name] : defaultValue,
  };
}

/** Input types a marketer may choose; any other reads as text. */
const inputTypes = ['text', 'email', 'tel', 'number', 'url', 'date', 'time', 'search', 'hidden'] as const;

const InputBuiltIn = defineBuiltIn({
  name: 'Form:Input',
  friendlyName: 'Form input',
  inputs: [
    { name: 'name', type: 'string', required: true },
    { name: 'type', type: 'string', enum: inputTypes, defaultValue: 'text' },
    { name: 'placeholder', type: 'string' },
    { name: 'defaultValue', type: 'string' },
    { name: 'required', type: 'boolean', defaultValue: false },
  ],
  component: function BuiltInInput({ name, type, placeholder, defaultValue, required, block }) {
    const field = useField(block, name, defaultValue);
    if (type === 'hidden') return <input type="hidden" name={name} value={field.value ?? ''} />;
    return (
      <input
        className={fieldStyles.control}
        aria-label={field.label}
        name={name}
        type={type}
        placeholder={placeholder}
        defaultValue={field.value}
        required={required}
        autoComplete={type === 'email' ? 'email' : undefined}
      />
    );
  },
});

const TextAreaBuiltIn = defineBuiltIn({
  name: 'Form:TextArea',
  friendlyName: 'Form text area',
  inputs: [
    { name: 'name', type: 'string', required: true },
    { name: 'placeholder', type: 'string' },
    { name: 'defaultValue', type: 'string' },
    { name: 'required', type: 'boolean', defaultValue: false },
  ],
  component: function BuiltInTextArea({ name, placeholder, defaultValue, required, block }) {
    const field = useField(block, name, defaultValue);
    return (
      <textarea
        className={`${fieldStyles.control} ${styles.textArea}`}
        aria-label={field.label}
        name={name}
        placeholder={placeholder}
        defaultValue={field.value}
        required={required}
      />
    );
  },
});

const SelectBuiltIn = defineBuiltIn({
  name: 'Form:Select',
  friendlyName: 'Form select',
  inputs: [
    { name: 'name', type: 'string', required: true },
    // Builder keeps the choices as a list of { value, name }; a choice without a value is left out.
    {
      name: 'options',
      type: 'list',
      subFields: [
        { name: 'value', type: 'string', required: true },
        { name: 'name', type: 'string' },
      ],
    },
    { name: 'defaultValue', type: 'string' },
    { name: 'required', type: 'boolean', defaultValue: false },
  ],
  component: function BuiltInSelect({ name, options: choices = [], defaultValue, required, block }) {
    const field = useField(block, name, defaultValue);
    return (
      // A native select: it posts without JavaScript, and its list is the platform's, keyboard and all.
      <select
        className={fieldStyles.control}
        aria-label={field.label}
        name={name}
        defaultValue={field.value ?? ''}
        required={required}
      >
        {/* Nothing chosen yet: a required select is not sent like this. */}
        <option value="" />
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.name || choice.value}
          </option>
        ))}
      </select>
    );
  },
});

const SubmitButtonBuiltIn = defineBuiltIn({
  name: 'Form:SubmitButton',
  friendlyName: 'Form submit button',
  inputs: [{ name: 'text', type: 'string' }],
  component: function BuiltInSubmitButton({ text }) {
    const { t } = useTranslation();
    return <Button type="submit">{text || t('contactForms.send')}</Button>;
  },
});

const LabelBuiltIn = defineBuiltIn({
  name: 'Form:Label',
  friendlyName: 'Form label',
  inputs: [{ name: 'text', type: 'html' }],
  component: ({ text }) => (text ? <RichText className={styles.text} html={text} /> : null),
});

export const formBuiltIns = [
  FormBuiltIn,
  InputBuiltIn,
  SelectBuiltIn,
  TextAreaBuiltIn,
  SubmitButtonBuiltIn,
  LabelBuiltIn,
];
