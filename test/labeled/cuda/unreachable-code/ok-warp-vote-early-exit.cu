// EXPECT: clean
// Saturating a vector in place: warps whose lanes all hold in-range values
// leave early through inline `exit` under the vote; the clamp runs for the
// others.
__global__ void saturate(float *__restrict__ x, int n, float lo, float hi) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? x[i] : lo;
  bool in_range = v >= lo && v <= hi;
  if (__all_sync(0xffffffffu, in_range))
    asm volatile("exit;");
  if (i < n)
    x[i] = fminf(fmaxf(v, lo), hi);
}
