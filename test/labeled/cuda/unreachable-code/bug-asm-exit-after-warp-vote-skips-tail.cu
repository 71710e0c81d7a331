// EXPECT: unreachable-code
// Saturating a vector in place: warps whose lanes all hold in-range values
// are supposed to leave early. The vote was computed, but the inline `exit`
// was written outside the `if`, so every thread exits there and the
// clamping loop after it is dead code (BUG).
__global__ void saturate(float *__restrict__ x, int n, float lo, float hi) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? x[i] : lo;
  bool in_range = v >= lo && v <= hi;
  if (__all_sync(0xffffffffu, in_range)) {
    // nothing to clamp in this warp
  }
  asm volatile("exit;"); // BUG: belongs inside the if
  if (i < n)
    x[i] = fminf(fmaxf(v, lo), hi);
}
