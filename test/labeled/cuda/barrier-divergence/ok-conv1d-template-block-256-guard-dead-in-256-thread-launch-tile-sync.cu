// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: the tiled 1D convolution template instantiated with the tile width the
// host launches (kTile = 256 for 256 threads): the rounded-launch guard
// `threadIdx.x >= kTile` never holds, so every thread reaches the tile's
// __syncthreads().
template <int kTile, int kRadius>
__global__ void __launch_bounds__(256) conv1d_tiled(const float *__restrict__ in, const float *__restrict__ taps,
                                                    float *__restrict__ out, int n) {
  __shared__ float tile[kTile + 2 * kRadius];
  if (threadIdx.x >= kTile)
    return;
  int t = threadIdx.x;
  int i = blockIdx.x * kTile + t;
  tile[t + kRadius] = i < n ? in[i] : 0.f;
  if (t < kRadius) {
    int l = i - kRadius, r = i + kTile;
    tile[t] = l >= 0 ? in[l] : 0.f;
    tile[t + kTile + kRadius] = r < n ? in[r] : 0.f;
  }
  __syncthreads();
  if (i < n) {
    float acc = 0.f;
#pragma unroll
    for (int k = 0; k <= 2 * kRadius; ++k)
      acc += taps[k] * tile[t + k];
    out[i] = acc;
  }
}
template __global__ void conv1d_tiled<256, 3>(const float *__restrict__, const float *__restrict__,
                                              float *__restrict__, int);
