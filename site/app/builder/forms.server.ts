import { data, type HeadersFunction } from 'react-router';
import {
  BUILDER_FORM_FIELD,
  builderFieldBlocks,
  innerBlocks,
  type BuilderFormOutcome,
  type ContentBlock,
} from '@storefront/blocks';
import { messageAt, sendSubmission, type FormDestination } from '@storefront/features/contact-forms';
import { HttpError, reportError, safeUrl } from '@storefront/features/platform';
import { requestWords, shopConfigFor } from '../lib/language.server';
import { postedForm } from '../lib/postedForm.server';
import { cacheHeaders } from '../lib/security';
import { throttledPost, type PostArgs } from '../lib/throttle.server';
import type { BuilderPageData } from './loader.server';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The block of the given id among the content's blocks, at any depth (children, columns, symbols, ...). */
function blockWithId(blocks: readonly ContentBlock[], id: string): ContentBlock | undefined {
  for (const block of blocks) {
    if (block.id === id) return block;
    const inner = blockWithId(innerBlocks(block), id);
    if (inner) return inner;
  }
  return undefined;
}

/** The names of the form's fields (Form:Input, Form:Select, Form:TextArea at any depth inside it), with required. */
function fieldsOf(form: ContentBlock): Map<string, { required: boolean }> {
  const fields = new Map<string, { required: boolean }>();
  const visit = (blocks: readonly ContentBlock[]) => {
    for (const block of blocks) {
      const options = block.component?.options ?? {};
      if (
        (builderFieldBlocks as readonly (string | undefined)[]).includes(block.component?.name) &&
        typeof options['name'] === 'string' &&
        options['name'] &&
        block.properties?.['hide'] !== 'true'
      )
        fields.set(options['name'], { required: options['required'] === true });
      visit(block.children ?? []);
    }
  };
  visit(form.children ?? []);
  return fields;
}

/** Where the form's settings send it: Builder's form endpoint (mailed to an address) or the marketer's own action. */
function destinationOf(options: Record<string, unknown>): FormDestination | undefined {
  if (options['sendSubmissionsTo'] === 'custom') {
    const action = safeUrl(options['action'], 'link');
    if (!action || !/^(https?:\/\/|\/)/.test(action)) return undefined;
    const contentType = options['contentType'];
    return {
      kind: 'custom',
      action,
      contentType:
        contentType === 'application/x-www-form-urlencoded' || contentType === 'multipart/form-data'
          ? contentType
          : 'application/json',
    };
  }
  const to = options['sendSubmissionsToEmail'];
  return typeof to === 'string' && to ? { kind: 'email', to } : undefined;
}

/**
 * A post of one of Builder's forms on a Builder page (the page's route action). The form is named by its block id only:
 * its settings (where it goes, its name, where the server's message is) and its fields are read from the page as the
 * server serves it to this visitor (`page`, the loader's answer), never from the post, so no one can send the shop's
 * server anywhere a published form does not. Origin and body size are checked for every post before it gets here
 * (site/server). The fields the form has are sent through the HTTP core (features/contact-forms, spec section 7:
 * Builder's form submit with apiKey, to and name, or the custom action) under the `builder-form` throttle; a failure
 * answers the form's values as typed, and the server's message at the form's errorMessagePath when it has one (spec
 * section 8), else the form's own error message.
 */
export async function sendBuilderForm(args: PostArgs, page: () => Promise<BuilderPageData | undefined>) {
  const { request } = args;
  const posted = await postedForm(request);
  const formId = posted.get(BUILDER_FORM_FIELD);
  const content = await page();
  const form =
    typeof formId === 'string' && content
      ? blockWithId((content.content.data.blocks ?? []) as ContentBlock[], formId)
      : undefined;
  if (!form || form.component?.name !== 'Form:Form' || typeof formId !== 'string') {
    throw data((await requestWords(request))('contactForms.gone'), { status: 400 });
  }
  const options = isRecord(form.component.options) ? form.component.options : {};
  const fields = fieldsOf(form);
  const typed: Record<string, string> = {};
  const sent = new FormData();
  for (const [name, value] of posted) {
    if (!fields.has(name) || typeof value !== 'string') continue;
    typed[name] = value;
    sent.append(name, value);
  }
  const values: BuilderFormOutcome['values'] = { form: formId, fields: typed };
  const failed = (error?: string): BuilderFormOutcome => ({ values, ...(error ? { error } : {}) });

  // Each answer is this visitor's own: never kept by a cache.
  const answer = (outcome: BuilderFormOutcome) => data(outcome, { headers: cacheHeaders.privatePage });
  return throttledPost('builder-form', args, { values }, async () => {
    // The browser checks required fields before it sends; a post without them is refused all the same.
    const missing = [...fields].some(([name, { required }]) => required && !typed[name]?.trim());
    const destination = destinationOf(options);
    if (missing || !destination) return answer(failed());
    const name = typeof options['name'] === 'string' && options['name'] ? options['name'] : formId;
    try {
      await sendSubmission(await shopConfigFor(request), name, destination, sent);
      return answer({ values, sent: true });
    } catch (error) {
      const path = options['errorMessagePath'];
      if (error instanceof HttpError)
        return answer(failed(typeof path === 'string' && path ? messageAt(error.body, path) : undefined));
      // No answer at all: the HTTP core reported where it went; this says which form lost a submission.
      reportError(error, { block: 'Form:Form', form: name });
      return answer(failed());
    }
  });
}

/**
 * A Builder page's headers: the loader's (its caching, a 503's Retry-After); after a form was posted, the page shows
 * that visitor's outcome and values, so it is theirs alone, with a throttled post's Retry-After.
 */
export const builderPageHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  if (!actionHeaders.has('Cache-Control') && !actionHeaders.has('Retry-After')) return loaderHeaders;
  const headers = new Headers(cacheHeaders.privatePage);
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
};
