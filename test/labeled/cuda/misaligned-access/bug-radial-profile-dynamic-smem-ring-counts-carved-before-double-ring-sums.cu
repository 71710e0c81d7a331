// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=256
// BUG: radial intensity profile of diffraction images (one image per
// block): pixels are binned by integer distance from the beam centre into
// 65 rings, with per-ring counts and double-precision sums in dynamic shared
// memory. The buffer is carved counts first: `int cnt[65]` takes 260 bytes,
// so `double sum[65]` starts at byte 260 -- not a multiple of 8, and every
// 8-byte atomicAdd / load of a ring sum is misaligned.
#define RINGS 65
__global__ void __launch_bounds__(256)
radial_profile(const float *__restrict__ img, const float2 *__restrict__ centre, double *__restrict__ prof,
               int W, int H) {
  extern __shared__ unsigned char smem[];
  int *cnt = reinterpret_cast<int *>(smem);
  double *sum = reinterpret_cast<double *>(smem + RINGS * sizeof(int));
  for (int r = threadIdx.x; r < RINGS; r += blockDim.x) { cnt[r] = 0; sum[r] = 0.0; }
  __syncthreads();
  const float *im = img + (size_t)blockIdx.x * W * H;
  const float2 c = centre[blockIdx.x];
  for (int i = threadIdx.x; i < W * H; i += blockDim.x) {
    const float dx = i % W - c.x, dy = i / W - c.y;
    const int r = __float2int_rn(sqrtf(dx * dx + dy * dy));
    if (r < RINGS) { atomicAdd(&cnt[r], 1); atomicAdd(&sum[r], (double)im[i]); }
  }
  __syncthreads();
  for (int r = threadIdx.x; r < RINGS; r += blockDim.x)
    prof[(size_t)blockIdx.x * RINGS + r] = cnt[r] ? sum[r] / cnt[r] : 0.0;
}
