// Member centre, inbox, profile, feedback (issue 8). Wire shapes: wire-contract §5, §8.
export {}
