// EXPECT: clean
// PTXLINT-ARGS: --block-dim=32
// Warp max in inline PTX with the butterfly shuffle's range predicate: the
// asm copies its input into the scoped `own` register first, so the
// predicated fallback (@!in mov got, own) and the max read only registers
// that have been written (`got` by the shuffle on every path).
__device__ __forceinline__ float bfly_max(float v, int off, unsigned mask) {
  float r;
  asm volatile("{\n\t.reg .b32 own, got;\n\t.reg .pred in;\n\t"
               "mov.b32 own, %1;\n\t"
               "shfl.sync.bfly.b32 got|in, %1, %2, 0x1f, %3;\n\t"
               "@!in mov.b32 got, own;\n\t"
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
