// EXPECT: unreachable-code
// PTXLINT-ARGS: --block-dim=16,16
// A 2D convolution with a device-side sanity check written as an inline-PTX
// macro: it should trap only when the filter radius exceeds the halo the
// tile was sized for. The `@bad` guard on the trap was lost when the macro
// was reformatted (BUG): every thread traps unconditionally, and the whole
// convolution after the check is dead code.
#define HALO 2
#define DEV_CHECK_RADIUS(r)                                                   \
  asm volatile("{\n\t.reg .pred bad;\n\t"                                    \
               "setp.gt.s32 bad, %0, %1;\n\t"                                \
               "trap;\n\t}" ::"r"(r), "n"(HALO))
__global__ void conv2d(const float *in, const float *filt, float *out, int w, int h, int radius) {
  __shared__ float tile[16 + 2 * HALO][16 + 2 * HALO];
  DEV_CHECK_RADIUS(radius);
  int x = blockIdx.x * 16 + threadIdx.x, y = blockIdx.y * 16 + threadIdx.y;
  for (int ty = threadIdx.y; ty < 16 + 2 * HALO; ty += 16)
    for (int tx = threadIdx.x; tx < 16 + 2 * HALO; tx += 16) {
      int gx = min(max((int)(blockIdx.x * 16 + tx) - HALO, 0), w - 1);
      int gy = min(max((int)(blockIdx.y * 16 + ty) - HALO, 0), h - 1);
      tile[ty][tx] = in[gy * w + gx];
    }
  __syncthreads();
  if (x >= w || y >= h)
    return;
  float acc = 0.f;
  for (int dy = -radius; dy <= radius; ++dy)
    for (int dx = -radius; dx <= radius; ++dx)
      acc += filt[(dy + radius) * (2 * radius + 1) + dx + radius] * tile[threadIdx.y + HALO + dy][threadIdx.x + HALO + dx];
  out[y * w + x] = acc;
}
