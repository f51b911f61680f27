// Inbox, help centre, feedback, download/agreement/invite pages (issue 8). Wire shapes: wire-contract §8.
export {}
