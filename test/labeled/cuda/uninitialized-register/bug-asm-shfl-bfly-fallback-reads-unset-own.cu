// EXPECT: uninitialized-register
// PTXLINT-ARGS: --block-dim=32
// Warp max over a partially populated warp written in inline PTX: the
// butterfly shuffle reports in a predicate whether the partner lane was in
// range, and when it was not the lane keeps its own value. The asm copies
// its input into a scoped `own` register for that fallback. BUG: the
// `mov.b32 own, %1;` line was dropped when the block was reformatted, so
// the predicated fallback reads `own` before anything has written it.
__device__ __forceinline__ float bfly_max(float v, int off, unsigned mask) {
  float r;
  asm volatile("{\n\t.reg .b32 own, got;\n\t.reg .pred in;\n\t"
               "shfl.sync.bfly.b32 got|in, %1, %2, 0x1f, %3;\n\t"
               "@!in mov.b32 got, own;\n\t"  // BUG: own never set
               "max.f32 %0, %1, got;\n\t}"
               : "=f"(r)
               : "f"(v), "r"(off), "r"(mask));
  return r;
}
__global__ void row_max(const float *__restrict__ x, float *__restrict__ out, int cols) {
  const float *row = x + (size_t)blockIdx.x * cols;
  float m = -INFINITY;
  for (int c = threadIdx.x; c < cols; c += 32)
    m = fmaxf(m, row[c]);
#pragma unroll
  for (int off = 16; off > 0; off >>= 1)
    m = bfly_max(m, off, 0xffffffffu);
  if (threadIdx.x == 0)
    out[blockIdx.x] = m;
}
