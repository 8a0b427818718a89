vcl 4.1;
# Varnish in front of the shop (Varnish 7.1 and varnish-modules 0.20's xkey, as Debian bookworm ships them). See
# docs/architecture.md, "Caching and invalidation". In short:
# - A page is kept by its path and query and the cookies the shop's pages read (site/app/lib/pageCookies.ts), never by
#   Host or any other cookie, so a tag manager's visitor id does not give every visitor a copy of their own. The
#   request still reaches the shop with every cookie it came with.
# - What must not be kept is passed: any method but GET and HEAD, Builder's editor and preview URLs, requests with
#   Authorization; and answers the shop marks private or no-store, or that set a cookie, are not kept (Varnish's own
#   rules, below). A websocket upgrade is piped through.
# - The shop purges what it purges here too (HTTP_CACHE_PURGE_URLS): `PURGE` with `xkey-purge: <keys>` soft-purges
#   every copy with one of those keys: the shop's cache tags (its `xkey` header), `path:<path>` for every query and
#   cookie variant of a path, `storefront:everything` for all. A `PURGE` without that header soft-purges its own path.
#   Purges are taken from the `purgers` ACL only (405 otherwise, as Magento's own VCL answers).
# - Grace: a soft-purged or expired copy is kept 24 hours and served only while the shop is down (its /readyz probe
#   fails), so shoppers keep the last good page through an outage; while the shop is up, a purged page is fetched
#   afresh at once. (A single page whose backend fails is the shop's own page cache's to stand in for: it keeps its
#   purged copies for that.)
#
# The deployment's own part lives in `storefront-backend.vcl`, found on Varnish's `vcl_path`: the backend (or a
# director over several shop instances, setting req.backend_hint in its own vcl_recv) with a probe on /readyz, and
# the `purgers` ACL naming the shop instances' addresses. deploy/varnish/storefront-backend.vcl is the one
# docker-compose.yml uses; elsewhere write your own beside it and put its directory first:
#   varnishd -f /etc/varnish/default.vcl -p vcl_path=/etc/varnish/site:/etc/varnish:/usr/share/varnish/vcl ...
import cookie;
import std;
import xkey;

include "storefront-backend.vcl";

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(405, "Method not allowed"));
        }
        if (req.http.xkey-purge) {
            set req.http.x-purged = xkey.softpurge(req.http.xkey-purge);
        } else {
            set req.http.x-purged = xkey.softpurge("path:" + regsuball(regsub(req.url, "\?.*$", ""), ",", "%2C"));
        }
        return (synth(200, "Purged " + req.http.x-purged));
    }
    # The live-updates websocket (the sandbox's, when it serves them) is handed through as it is.
    if (req.http.Upgrade ~ "(?i)^websocket$") {
        return (pipe);
    }
    # Varnish's own checks of Host and the method (builtin.vcl), without its "any cookie passes".
    call vcl_req_host;
    call vcl_req_method;
    call vcl_req_authorization;
    # The editor's and a preview link's pages are an author's own (isEditorUrl in site/pageCache.ts).
    if (req.url ~ "[?&](__builder_editing__|builder\.)") {
        return (pass);
    }
    # The page cookies (site/app/lib/pageCookies.ts; httpCaches.test.ts checks the list), in the order the browser sent
    # them, are part of the key (vcl_hash).
    cookie.parse(req.http.Cookie);
    cookie.keep_re("^(theme|lang|analytics_consent|isUserLoggedIn|store_view|cart_count|builder\.tests\..+)$");
    set req.http.x-page-cookies = cookie.get_string();
    # While the shop answers, nothing stale is served: a purged page is fetched at once. Down, the last copy stands in.
    if (std.healthy(req.backend_hint)) {
        set req.grace = 0s;
    }
    return (hash);
}

sub vcl_pipe {
    if (req.http.Upgrade) {
        set bereq.http.Upgrade = req.http.Upgrade;
        set bereq.http.Connection = req.http.Connection;
    }
}

sub vcl_hash {
    hash_data(req.url);
    hash_data(req.http.x-page-cookies);
    return (lookup);
}

sub vcl_backend_fetch {
    unset bereq.http.x-page-cookies;
}

sub vcl_backend_response {
    # Every copy is found by the shop's tags, its path and the key for everything (what the shop's purges send).
    set beresp.http.xkey = beresp.http.xkey + " path:" + regsuball(regsub(bereq.url, "\?.*$", ""), ",", "%2C") +
        " storefront:everything";
    # The key already holds the page cookies: the shop's `Vary: Cookie` would split copies by every other cookie.
    if (beresp.http.Vary ~ "(?i)\bcookie\b") {
        set beresp.http.x-vary-cookie = "1";
        set beresp.http.Vary = regsuball(beresp.http.Vary, "(?i)(^|,)\s*cookie\s*(?=,|$)", "");
        set beresp.http.Vary = regsub(beresp.http.Vary, "^\s*,\s*", "");
        if (beresp.http.Vary == "") {
            unset beresp.http.Vary;
        }
    }
    # A failed answer is never kept in place of a good copy.
    if (beresp.status >= 500) {
        set beresp.ttl = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    set beresp.grace = 24h;
    # Falls through to Varnish's own rules: Set-Cookie, private, no-store and no-cache answers are not kept.
}

sub vcl_deliver {
    # Browsers and any cache beyond get the shop's Vary as it sent it.
    if (resp.http.x-vary-cookie) {
        if (resp.http.Vary) {
            set resp.http.Vary = resp.http.Vary + ", Cookie";
        } else {
            set resp.http.Vary = "Cookie";
        }
        unset resp.http.x-vary-cookie;
    }
    if (obj.uncacheable) {
        set resp.http.x-cache = "PASS";
    } elsif (obj.hits > 0) {
        set resp.http.x-cache = "HIT";
    } else {
        set resp.http.x-cache = "MISS";
    }
}
