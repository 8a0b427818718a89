vcl 4.1;
# The deployment's part of default.vcl, as docker-compose.yml runs it: two shop instances behind Varnish, taken in
# turn, each probed on /readyz (a draining instance answers 503 there and gets no new requests), and their addresses
# as the only senders of purges. For another deployment write a file of this name with your instances and put its
# directory first on vcl_path (see default.vcl). Host names are resolved once, when the VCL is loaded.
import directors;

probe shop_health {
    .url = "/readyz";
    .interval = 2s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
}

backend shop_1 {
    .host = "shop-1";
    .port = "3000";
    .probe = shop_health;
}

backend shop_2 {
    .host = "shop-2";
    .port = "3000";
    .probe = shop_health;
}

# Who may PURGE: the shop instances (which forward every purge they apply) and the machine itself.
acl purgers {
    "localhost";
    "shop-1";
    "shop-2";
}

sub vcl_init {
    new shops = directors.round_robin();
    shops.add_backend(shop_1);
    shops.add_backend(shop_2);
}

sub vcl_recv {
    set req.backend_hint = shops.backend();
}
