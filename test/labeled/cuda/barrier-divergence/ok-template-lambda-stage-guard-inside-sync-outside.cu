// EXPECT: clean
// 1-D convolution with a shared tile: the `stage` lambda loads the tile and
// its halo with per-thread bounds guards on the loads only, and then calls
// __syncthreads() unconditionally, so every thread reaches it. The early
// return at the top tests only the block index (whole blocks past the end).
template <int BLOCK, int RADIUS>
__global__ void __launch_bounds__(BLOCK)
conv1d(const float *__restrict__ x, const float *__restrict__ taps, float *__restrict__ y, int n) {
  __shared__ float tile[BLOCK + 2 * RADIUS];
  __shared__ float w[2 * RADIUS + 1];
  const int base = blockIdx.x * BLOCK;
  if (base >= n)
    return;  // uniform per block
  auto stage = [&] {
    for (int j = threadIdx.x; j < BLOCK + 2 * RADIUS; j += BLOCK) {
      const int g = base + j - RADIUS;
      tile[j] = (g >= 0 && g < n) ? x[g] : 0.f;
    }
    if (threadIdx.x < 2 * RADIUS + 1)
      w[threadIdx.x] = taps[threadIdx.x];
    __syncthreads();
  };
  stage();
  const int i = base + threadIdx.x;
  if (i < n) {
    float acc = 0.f;
#pragma unroll
    for (int t = 0; t <= 2 * RADIUS; ++t)
      acc = fmaf(w[t], tile[threadIdx.x + t], acc);
    y[i] = acc;
  }
}
template __global__ void conv1d<256, 4>(const float *, const float *, float *, int);
