// The floor `npm run bench` compares the shop with: a bare React Router server render on the same Express, with the
// same compression, of one route whose loader returns a heading and whose page is one text block, as a marketer's
// simplest Builder page would be. What the shop costs beyond it is the shop's own. It runs as its own server, in as
// many processes as the shop (BARE_PAGE_PROCESSES, which servers.mjs sets by the shop's own rule), so the two are
// compared like for like: `node bare-page.mjs <port>` prints `ready` once every process listens.
import cluster from 'node:cluster';
import zlib from 'node:zlib';
import { createElement as h } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, useLoaderData } from 'react-router';
import compression from 'compression';
import express from 'express';

function TextBlock() {
  const { title, text } = useLoaderData();
  return h(
    'html',
    { lang: 'en' },
    h('head', null, h('meta', { charSet: 'utf-8' }), h('title', null, title)),
    h(
      'body',
      null,
      h('main', null, h('h1', null, title), h('div', { className: 'builder-text' }, h('p', null, text))),
    ),
  );
}

const routes = [
  {
    path: '/',
    loader: () => ({ title: 'Welcome', text: 'Our flavours, delivered: order by noon and it ships today.' }),
    Component: TextBlock,
  },
];

function serve(port, onListening) {
  const handler = createStaticHandler(routes);
  const app = express();
  app.use(compression({ level: 3, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } } }));
  app.get('/', async (req, res) => {
    const context = await handler.query(new Request(`http://127.0.0.1:${port}${req.url}`));
    const router = createStaticRouter(handler.dataRoutes, context);
    const { pipe } = renderToPipeableStream(h(StaticRouterProvider, { router, context }), {
      onAllReady() {
        res.status(context.statusCode).setHeader('Content-Type', 'text/html; charset=utf-8');
        pipe(res);
      },
    });
  });
  app.listen(port, '127.0.0.1', onListening);
}

const port = Number(process.argv[2]);
const processes = Number(process.env.BARE_PAGE_PROCESSES ?? 1);
if (cluster.isPrimary && processes > 1) {
  let listening = 0;
  cluster.on('listening', () => ++listening === processes && console.log('ready'));
  for (let index = 0; index < processes; index += 1) cluster.fork();
  process.on('SIGTERM', () => process.exit(0));
} else {
  serve(port, () => cluster.isPrimary && console.log('ready'));
}
