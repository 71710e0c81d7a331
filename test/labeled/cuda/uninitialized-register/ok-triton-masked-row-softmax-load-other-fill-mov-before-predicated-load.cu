// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// A Triton row softmax hand-ported to CUDA keeps Triton's lowering of
// `tl.load(ptr + offs, mask=offs < n, other=-inf)`: one inline-PTX block
// that fills the destination with `other` and then loads under the mask
// predicate, so the lanes past the row's end (p false) hold -inf and the
// loaded lanes hold the element.
__device__ __forceinline__ float masked_load(const float *p, bool m, float other) {
  float r;
  asm volatile("{\n\t.reg .pred p;\n\t"
               "setp.ne.u32 p, %2, 0;\n\t"
               "mov.b32 %0, %3;\n\t"
               "@p ld.global.f32 %0, [%1];\n\t}"
               : "=f"(r) : "l"(p), "r"((unsigned)m), "f"(other));
  return r;
}
// one warp per row, BLOCK = 128 columns per lane step of 4
__global__ void __launch_bounds__(128)
row_softmax(const float *__restrict__ x, float *__restrict__ y, int n_cols) {
  const int row = blockIdx.x * 4 + threadIdx.x / 32, lane = threadIdx.x & 31;
  const float *xr = x + (size_t)row * n_cols;
  float v[4];
  float mx = -INFINITY;
#pragma unroll
  for (int j = 0; j < 4; ++j) {
    const int c = lane + 32 * j;
    v[j] = masked_load(xr + c, c < n_cols, -INFINITY);
    mx = fmaxf(mx, v[j]);
  }
  for (int o = 16; o > 0; o >>= 1) mx = fmaxf(mx, __shfl_xor_sync(0xffffffffu, mx, o));
  float s = 0.f;
#pragma unroll
  for (int j = 0; j < 4; ++j) { v[j] = __expf(v[j] - mx); s += v[j]; }
  for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
#pragma unroll
  for (int j = 0; j < 4; ++j)
    if (lane + 32 * j < n_cols) y[(size_t)row * n_cols + lane + 32 * j] = v[j] / s;
}
