// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: radial intensity profile of diffraction images (one image per
// block): pixels are binned by integer distance from the beam centre into
// 65 rings, with per-ring counts and double-precision sums in dynamic shared
// memory. The buffer is carved widest type first: `double sum[65]` at byte 0
// (dynamic shared memory is 16-byte aligned), `int cnt[65]` after its 520
// bytes.
#define RINGS 65
__global__ void __launch_bounds__(256)
radial_profile(const float *__restrict__ img, const float2 *__restrict__ centre, double *__restrict__ prof,
               int W, int H) {
  extern __shared__ unsigned char smem[];
  double *sum = reinterpret_cast<double *>(smem);
  int *cnt = reinterpret_cast<int *>(smem + RINGS * sizeof(double));
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
