/** Shown when the rewards cannot be opened: the widget did not load, or the code behind the button did not. */
export const REWARDS_UNAVAILABLE = 'Rewards are not available right now. Please try again later.';
