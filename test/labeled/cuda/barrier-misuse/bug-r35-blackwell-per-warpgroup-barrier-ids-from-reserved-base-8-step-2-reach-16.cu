// EXPECT: barrier-misuse
// ARCHS: sm_100a sm_120
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=512
// BUG: a CUTLASS-like kernel reserves named barriers 0-7 for the framework
// and gives each of its four warpgroups a pair of its own ids from 8 on,
// `8 + 2 * wg` for the load stage and `8 + 2 * wg + 1` for the store stage.
// The store-stage id was written `8 + 2 * (wg + 1)`: for warpgroup 3 it is
// 16, and a CTA has only barriers 0 to 15.
#define BAR_BASE 8
__global__ void __launch_bounds__(512)
    wg_transpose(const float *__restrict__ in, float *__restrict__ out) {
  __shared__ float tile[4][32][33];
  const int wg = threadIdx.x >> 7, t = threadIdx.x & 127;
  const int r = t >> 5, lane = t & 31;
  const float *src = in + ((size_t)blockIdx.x * 4 + wg) * 1024;
  for (int i = r; i < 32; i += 4)
    tile[wg][i][lane] = src[i * 32 + lane];
  asm volatile("bar.sync %0, 128;" ::"r"(BAR_BASE + 2 * wg) : "memory");
  float *dst = out + ((size_t)blockIdx.x * 4 + wg) * 1024;
  for (int i = r; i < 32; i += 4)
    dst[i * 32 + lane] = tile[wg][lane][i];
  asm volatile("bar.sync %0, 128;" ::"r"(BAR_BASE + 2 * (wg + 1)) : "memory");
  for (int i = r; i < 32; i += 4)
    tile[wg][i][lane] = 0.f;
}
