// EXPECT: clean
// The Q15 FIR with its coefficient blob laid out as [ntaps][pad][c0][c1]...:
// the count is followed by one int16 of padding, so the taps start 4 bytes
// into the blob and the short2 pair loads at `blob + 2 + 2k` shorts are
// 4-byte aligned.
__global__ void fir_q15(const short *blob, const short2 *x, int *y, int n) {
  int ntaps = blob[0];
  const short2 *c2 = (const short2 *)(blob + 2);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int acc = 0;
  for (int k = 0; k < ntaps / 2; ++k) {
    short2 c = c2[k];
    short2 s = x[i + k];
    acc += c.x * s.x + c.y * s.y;
  }
  y[i] = acc >> 15;
}
