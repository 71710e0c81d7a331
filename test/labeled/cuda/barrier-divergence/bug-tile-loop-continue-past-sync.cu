// EXPECT: barrier-divergence
// A 1-D convolution over tiles staged in shared memory. A thread whose output
// index is past the end leaves the iteration with `continue` (BUG): it jumps
// over the barrier at the bottom of the loop, which the threads still in
// range wait at.
#define R 4
__global__ void __launch_bounds__(256) conv1d_tiles(const float *x, const float *w, float *y, int n, int tiles) {
  __shared__ float s[256 + 2 * R];
  for (int tile = 0; tile < tiles; ++tile) {
    int base = (blockIdx.x * tiles + tile) * 256;
    int i = base + threadIdx.x;
    s[threadIdx.x + R] = i < n ? x[i] : 0.f;
    if (threadIdx.x < R) {
      int l = base - R + (int)threadIdx.x;
      s[threadIdx.x] = l >= 0 && l < n ? x[l] : 0.f;
      s[256 + R + threadIdx.x] = i + 256 < n ? x[i + 256] : 0.f;
    }
    __syncthreads();
    if (i >= n)
      continue; // BUG: skips the barrier below
    float acc = 0.f;
    for (int k = -R; k <= R; ++k)
      acc += w[k + R] * s[threadIdx.x + R + k];
    y[i] = acc;
    __syncthreads();
  }
}
