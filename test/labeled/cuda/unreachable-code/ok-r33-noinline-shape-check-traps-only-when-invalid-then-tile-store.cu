// EXPECT: clean
// ARCHS: sm_86 sm_90
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=128
// CUTLASS-like device-side problem-shape check: a __noinline__ helper traps
// only when the tile's leading dimension is not a multiple of the vector
// width and returns otherwise, so the vectorised tile copy after the call is
// reachable on every launch with a valid shape.
__device__ __noinline__ void check_ld(int ld, int vec) {
  if (ld % vec != 0) {
    printf("tile copy: ld %d is not a multiple of %d\n", ld, vec);
    __trap();
  }
}
__global__ void __launch_bounds__(128)
    tile_copy(const float *__restrict__ src, float *__restrict__ dst, int ld, int rows) {
  check_ld(ld, 4);
  const int r = blockIdx.x;
  if (r >= rows)
    return;
  const float4 *s = reinterpret_cast<const float4 *>(src + (size_t)r * ld);
  float4 *d = reinterpret_cast<float4 *>(dst + (size_t)r * ld);
  for (int q = threadIdx.x; q < ld / 4; q += 128)
    d[q] = s[q];
}
