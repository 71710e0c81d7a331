// EXPECT: misaligned-access
// Fixed-point (Q15) FIR filter whose coefficient blob is laid out as
// [ntaps][c0][c1]...: one int16 count followed by the int16 taps. To halve
// the loads the taps are read in pairs through a short2 pointer at
// `blob + 1` (BUG): that is 2 bytes past a 4-byte boundary, so every
// 4-byte load of a tap pair is misaligned. (The samples are read as short2
// from their own, aligned array.)
__global__ void fir_q15(const short *blob, const short2 *x, int *y, int n) {
  int ntaps = blob[0];
  const short2 *c2 = (const short2 *)(blob + 1);
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
