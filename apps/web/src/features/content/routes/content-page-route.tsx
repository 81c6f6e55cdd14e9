import { ContentPage } from '../components/content-page';

/** The legal, help and download pages (decision 0099). */
function ContentPageRoute() {
  return <ContentPage />;
}

export { ContentPageRoute as Component };
