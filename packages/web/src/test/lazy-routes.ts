import { configure } from '@testing-library/react';

// Pages are lazy chunks: the first visit to a route in a test file imports (and transforms) the
// signed-in shell there, which on a loaded machine takes longer than the default wait of 1 s, and
// beside the storage and browser tests on two cores has taken over 5 s. Tests time out at 15 s.
configure({ asyncUtilTimeout: 12_000 });
