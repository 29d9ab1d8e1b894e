import { configure } from '@testing-library/react';

// Pages are lazy chunks: the first visit to a route in a test file imports (and transforms) the
// signed-in shell there, which on a loaded machine takes longer than the default wait of 1 s.
configure({ asyncUtilTimeout: 5000 });
