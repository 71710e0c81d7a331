// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// BUG: a tiled 1D convolution written as a template over its tile width. The
// kernel keeps `if (threadIdx.x >= kTile) return;` to drop the threads that a
// launch rounded up to a warp multiple adds. The 7-tap path was instantiated
// with kTile = 192, but the host still launches the 256 threads of the other
// instantiation: threads 192..255 return while threads 0..191 wait at the
// tile's __syncthreads().
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
template __global__ void conv1d_tiled<192, 3>(const float *__restrict__, const float *__restrict__,
                                              float *__restrict__, int);
