// jest-dom matchers (toBeInTheDocument, …) for the type checker; jest loads them in the preset's setup.
/// <reference types="@testing-library/jest-dom" />
