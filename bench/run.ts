/** `npm run bench`: every benchmark, each printing a table. */
import { benchStartPage } from './start-page';

await benchStartPage();
