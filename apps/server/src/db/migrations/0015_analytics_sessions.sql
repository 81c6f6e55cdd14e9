-- docs/product.md#page-views-and-clicks analytics into Burrow's own collector (decision 0059): each event is stored with
-- the browser session and the page view it belongs to, and counted per event and page.

ALTER TABLE analytics_events ADD COLUMN session_id text;
ALTER TABLE analytics_events ADD COLUMN page_view_id text;
ALTER TABLE analytics_events ADD COLUMN page text;
CREATE INDEX analytics_events_counts_idx ON analytics_events (tenant_id, created_at, event);
