/** A checkerboard behind a picture, so its transparent part (a cut-out, a mask) shows as such. */
export const transparencyBackdrop = (square = 16) => `repeating-conic-gradient(#eee 0% 25%, #fff 0% 50%) 50% / ${square}px ${square}px`;
