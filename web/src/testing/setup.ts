import { configure } from '@testing-library/react';

// The suite shares two cores with API tests that start embedded databases: a first render can take seconds there,
// which says nothing about the screen, so waiting for it must not fail a test.
configure({ asyncUtilTimeout: 5000 });
