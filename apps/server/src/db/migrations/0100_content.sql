-- Site content a merchant publishes: banners per route group, notices (marquee, popup,
-- promotion) and the help centre. Each row is one language version of an item; the item's
-- natural key (banner_key, notice_key, entry_key) is shared by its language versions, so a
-- reader can fall back to the merchant's default language item by item.

CREATE TABLE banners (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id  bigint NOT NULL REFERENCES merchants(id),
  banner_key   text NOT NULL CHECK (banner_key ~ '^[a-z0-9_-]{1,64}$'),
  lang         text NOT NULL CHECK (lang ~ '^[A-Z]{2}$'),
  group_name   text NOT NULL CHECK (group_name ~ '^w_[a-z]{2,20}$'),
  title        text NOT NULL,
  subtitle     text NOT NULL DEFAULT '',
  -- The generated image's gradient; an uploaded image (image_url) replaces it.
  color_from   text NOT NULL CHECK (color_from ~ '^#[0-9a-f]{6}$'),
  color_to     text NOT NULL CHECK (color_to ~ '^#[0-9a-f]{6}$'),
  image_url    text,
  -- URL (open a link), P (a promotion), G (a game); both null when the banner is not clickable.
  linkage_type text CHECK (linkage_type IN ('URL', 'P', 'G')),
  linkage      text,
  -- A all platforms, W web, M mobile.
  platform     text NOT NULL DEFAULT 'A' CHECK (platform IN ('A', 'W', 'M')),
  sort         integer NOT NULL DEFAULT 0,
  start_at     timestamptz,
  end_at       timestamptz,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, banner_key, lang),
  CHECK ((linkage_type IS NULL) = (linkage IS NULL)),
  CHECK (end_at IS NULL OR start_at IS NULL OR end_at > start_at)
);
CREATE INDEX banners_merchant_group ON banners (merchant_id, group_name, sort);

CREATE TABLE notices (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id  bigint NOT NULL REFERENCES merchants(id),
  notice_key   text NOT NULL CHECK (notice_key ~ '^[a-z0-9_-]{1,64}$'),
  lang         text NOT NULL CHECK (lang ~ '^[A-Z]{2}$'),
  -- PL marquee (player) notice, PU popup, PR promotion.
  kind         text NOT NULL CHECK (kind IN ('PL', 'PU', 'PR')),
  title        text NOT NULL,
  -- HTML from the back office; sanitised every time it is served.
  content      text NOT NULL DEFAULT '',
  image_url    text,
  -- When the client asks: B before login (shown at every moment), A after login, F first visit.
  execution    text NOT NULL DEFAULT 'B' CHECK (execution IN ('A', 'B', 'F')),
  platform     text NOT NULL DEFAULT 'A' CHECK (platform IN ('A', 'W', 'M')),
  sort         integer NOT NULL DEFAULT 0,
  start_at     timestamptz,
  end_at       timestamptz,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, notice_key, lang),
  CHECK (end_at IS NULL OR start_at IS NULL OR end_at > start_at)
);
CREATE INDEX notices_merchant_kind ON notices (merchant_id, kind, sort);

CREATE TABLE help_entries (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id  bigint NOT NULL REFERENCES merchants(id),
  entry_key    text NOT NULL CHECK (entry_key ~ '^[a-z0-9_-]{1,64}$'),
  -- The parent item's entry_key; null for a top-level section.
  parent_key   text,
  lang         text NOT NULL CHECK (lang ~ '^[A-Z]{2}$'),
  -- aboutus, deposit, withdraw, game, faqs, term, agent, responsible, ...
  tag          text NOT NULL CHECK (tag ~ '^[a-z]{1,32}$'),
  title        text NOT NULL,
  content      text NOT NULL DEFAULT '',
  bg_color     text CHECK (bg_color ~ '^#[0-9a-f]{6}$'),
  display      boolean NOT NULL DEFAULT true,
  device       text NOT NULL DEFAULT 'ALL' CHECK (device IN ('ALL', 'WEB', 'MOBILE')),
  sort         integer NOT NULL DEFAULT 0,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, entry_key, lang),
  CHECK (parent_key IS NULL OR parent_key <> entry_key)
);
