import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearStoredUser, configFromEnv } from '../../platform';
import { signInSeededShopper } from '../../account/testing';
import { shopWrapper } from '../../platform/sandbox/shopWrapper';
import { sandboxServerForTests } from '../../platform/sandbox/testing';
import { resetLoyaltySandbox } from '../../backends/loyalty/sandbox';
import { ArticleReward } from './ArticleReward';
import { Articles } from './Articles';
import { ContestEntry } from './ContestEntry';
import { QrCodeEarning } from './QrCodeEarning';

const server = sandboxServerForTests();
const config = configFromEnv({}, 'http://localhost');
const Shop = shopWrapper(config);
const requests: Request[] = [];

beforeAll(() => {
  server.events.on('request:start', ({ request }) => requests.push(request.clone()));
});
beforeEach(async () => {
  resetLoyaltySandbox();
  localStorage.clear();
  await signInSeededShopper(config, 'new@example.com');
  requests.length = 0;
});
afterEach(() => clearStoredUser());

const posted = (path: string) =>
  requests.filter((request) => request.method === 'POST' && request.url.endsWith(path));

/** What the shop's route answers from Builder's pages: two of the three articles have a page. */
const articlePages = [
  {
    articleId: 'article-care-guide',
    title: 'Five habits for a long device life',
    url: '/articles/device-care',
  },
  { articleId: 'article-flavour-story', title: 'A guide to our flavours', url: '/articles/flavour-guide' },
];
const withArticlePages = () =>
  server.use(http.get('*/loyalty/articles', () => HttpResponse.json(articlePages)));

describe('Articles', () => {
  it('articles: each article is named by its page and links to it, with its points, read state and levels', async () => {
    // Ada, who read the flavour story before.
    clearStoredUser();
    await signInSeededShopper(config);
    withArticlePages();
    render(<Articles />, { wrapper: Shop });
    const unread = await screen.findByRole('link', { name: 'Five habits for a long device life' });
    expect(unread).toHaveAttribute('href', '/articles/device-care');
    expect(unread.closest('li')).toHaveTextContent('Read it to earn 20 points');
    expect(screen.getByRole('link', { name: 'A guide to our flavours' }).closest('li')).toHaveTextContent(
      'Read',
    );
    // The Gold preview has no page yet: it is named as a club article, never by its id.
    expect(screen.getByText('A club article').closest('li')).toHaveTextContent('Not available yet');
    expect(screen.queryByText(/article-gold-preview/)).toBeNull();
    expect(screen.getAllByText('For Bronze, Silver, Gold').length).toBeGreaterThan(0);
  });

  it('articles: the list gives no points for a click; only the article page collects them', async () => {
    withArticlePages();
    render(<Articles />, { wrapper: Shop });
    await screen.findByRole('link', { name: 'Five habits for a long device life' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(posted('/earnings/article')).toHaveLength(0);
  });
});

describe('ArticleReward', () => {
  it('earnings/article: at the end of the article, its points are collected once and said so', async () => {
    withArticlePages();
    render(<ArticleReward articleId="article-care-guide" signInHref="/sign-in" />, { wrapper: Shop });
    const collect = await screen.findByRole('button', { name: 'I have read it: collect 20 points' });
    await userEvent.click(collect);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You earned 20 points for reading this article.',
    );
    expect(posted('/earnings/article')).toHaveLength(1);
    expect(
      screen.queryByRole('button', { name: 'I have read it: collect 20 points' }),
    ).not.toBeInTheDocument();
  });

  it('earnings/article: a second read says it earned nothing more', async () => {
    withArticlePages();
    server.use(
      http.post('*/sandbox/loyalty-evo/consumers/:uuid/earnings/article', () =>
        HttpResponse.json(
          { code: 409, message: 'Article already read', data: null, error_code: 'ARTICLE_ALREADY_READ' },
          { status: 409 },
        ),
      ),
    );
    render(<ArticleReward articleId="article-care-guide" signInHref="/sign-in" />, { wrapper: Shop });
    await userEvent.click(await screen.findByRole('button', { name: 'I have read it: collect 20 points' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You have already read this article, so it earned nothing more.',
    );
  });

  it('earnings/article: an article read before says what it earned, and one for other tiers says for whom', async () => {
    // Ada, a Silver member who read the flavour story before.
    clearStoredUser();
    await signInSeededShopper(config);
    withArticlePages();
    const { unmount } = render(<ArticleReward articleId="article-flavour-story" signInHref="/sign-in" />, {
      wrapper: Shop,
    });
    expect(await screen.findByText('You collected 15 points for this article.')).toBeInTheDocument();
    unmount();
    render(<ArticleReward articleId="article-gold-preview" signInHref="/sign-in" />, { wrapper: Shop });
    expect(await screen.findByText('This article earns points for Gold members.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('earnings/article: a guest is asked to sign in and brought back', async () => {
    clearStoredUser();
    withArticlePages();
    render(
      <ArticleReward articleId="article-care-guide" signInHref="/sign-in?next=/articles/device-care" />,
      {
        wrapper: Shop,
      },
    );
    expect(
      screen.getByRole('link', { name: 'Sign in to collect club points for reading this article' }),
    ).toHaveAttribute('href', '/sign-in?next=/articles/device-care');
  });
});

describe('QrCodeEarning', () => {
  const typeCode = async (code: string) => {
    render(<QrCodeEarning />, { wrapper: Shop });
    if (code) await userEvent.type(screen.getByLabelText(/Code on the pack/), code);
    await userEvent.click(screen.getByRole('button', { name: 'Earn points' }));
  };

  it('earnings/qr-code: a typed code earns its points and says how many', async () => {
    await typeCode('qr-store-visit');
    expect(await screen.findByText('You earned 30 points.')).toBeInTheDocument();
  });
  it('earnings/qr-code: a used code is refused in words', async () => {
    await typeCode('qr-store-visit');
    await screen.findByText('You earned 30 points.');
    await userEvent.type(screen.getByLabelText(/Code on the pack/), 'qr-store-visit');
    await userEvent.click(screen.getByRole('button', { name: 'Earn points' }));
    expect(await screen.findByText('This code has already been used.')).toBeInTheDocument();
  });
  it('earnings/qr-code: an unknown code is refused in words and kept in the field', async () => {
    await typeCode('nonsense');
    expect(
      await screen.findByText('We do not recognise this code. Please check it and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Code on the pack/)).toHaveValue('nonsense');
  });
  it('earnings/qr-code: an empty code is not sent', async () => {
    await typeCode('');
    expect(await screen.findByText('Please enter the code.')).toBeInTheDocument();
    expect(posted('/earnings/qr-code')).toHaveLength(0);
  });
  it('scanner: without a camera in the browser there is no Scan button, only typing', () => {
    render(<QrCodeEarning />, { wrapper: Shop });
    expect(screen.queryByRole('button', { name: 'Scan' })).not.toBeInTheDocument();
  });
});

describe('ContestEntry', () => {
  const png = (bytes: number, name = 'photo.png') =>
    new File([new Uint8Array(bytes)], name, { type: 'image/png' });

  it('contest: the upload limits are shown before any upload', async () => {
    render(<ContestEntry />, { wrapper: Shop });
    expect(
      await screen.findByText('Up to 3 files, JPEG, PNG or PDF, at most 5 MB each.'),
    ).toBeInTheDocument();
  });

  it('contests: an entry with a file goes as contest[i][question], contest[i][answers][j] and files[i]', async () => {
    // jsdom's FormData cannot travel through Node's fetch, so the fields are read as the widget builds them; the
    // node tests (backends.test.ts) send the same form to the sandbox on both backends.
    const append = vi.spyOn(FormData.prototype, 'append');
    server.use(
      http.post('*/sandbox/loyalty-evo/consumers/:uuid/contests', () =>
        HttpResponse.json({ code: 200, message: 'OK', data: { is_open: true, has_participated: true } }),
      ),
    );
    render(<ContestEntry />, { wrapper: Shop });
    await userEvent.click(await screen.findByRole('radio', { name: 'Mint' }));
    await userEvent.type(screen.getByLabelText(/Tell us about your favourite moment/), 'The tasting evening');
    await userEvent.upload(screen.getByLabelText(/Photos or documents/), png(100));
    await userEvent.click(screen.getByRole('button', { name: 'Enter the contest' }));
    expect(await screen.findByText('You have entered the contest. Good luck!')).toBeInTheDocument();
    const fields = append.mock.calls.map(([name, value]) => [name, value instanceof Blob ? 'file' : value]);
    append.mockRestore();
    expect(fields).toEqual([
      ['contest[0][question]', 'Which flavour should we bring back?'],
      ['contest[0][answers][0]', 'Mint'],
      ['contest[1][question]', 'Tell us about your favourite moment with us'],
      ['contest[1][answers][0]', 'The tasting evening'],
      ['files[0]', 'file'],
    ]);
  });

  it('contest: a file over 5 MB is refused before sending', async () => {
    render(<ContestEntry />, { wrapper: Shop });
    await userEvent.click(await screen.findByRole('radio', { name: 'Mint' }));
    await userEvent.type(screen.getByLabelText(/Tell us about your favourite moment/), 'Hello');
    await userEvent.upload(screen.getByLabelText(/Photos or documents/), png(5 * 1024 * 1024 + 1, 'big.png'));
    expect(await screen.findByText('big.png is larger than 5 MB.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enter the contest' }));
    expect(posted('/contests')).toHaveLength(0);
  });

  it('contest: a failed entry says so and keeps what was typed', async () => {
    server.use(
      http.post('*/sandbox/loyalty-evo/consumers/:uuid/contests', () =>
        HttpResponse.json({ code: 500, message: 'down', data: null }, { status: 500 }),
      ),
    );
    render(<ContestEntry />, { wrapper: Shop });
    await userEvent.click(await screen.findByRole('radio', { name: 'Berry' }));
    await userEvent.type(screen.getByLabelText(/Tell us about your favourite moment/), 'Kept words');
    await userEvent.click(screen.getByRole('button', { name: 'Enter the contest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your entry could not be sent. Please try again; your answers are kept.',
    );
    expect(screen.getByLabelText(/Tell us about your favourite moment/)).toHaveValue('Kept words');
    expect(screen.getByRole('radio', { name: 'Berry' })).toBeChecked();
  });
});
