// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// 1D stencil with a shared tile and a halo of 3: a CTA whose first element
// is already past the domain returns as a whole (the test is on blockIdx
// alone); inside the domain the tail is handled by guarding the loads, so
// every thread of a working CTA reaches the tile barrier.
#define R 3
__global__ void stencil7(const float *in, float *out, int n) {
  __shared__ float tile[256 + 2 * R];
  const int base = blockIdx.x * 256;
  if (base >= n)
    return;
  const int i = base + threadIdx.x;
  tile[threadIdx.x + R] = i < n ? in[i] : 0.f;
  if (threadIdx.x < R) {
    const int l = base - R + threadIdx.x, r = base + 256 + threadIdx.x;
    tile[threadIdx.x] = l >= 0 ? in[l] : 0.f;
    tile[256 + R + threadIdx.x] = r < n ? in[r] : 0.f;
  }
  __syncthreads();
  if (i < n) {
    float s = 0.f;
    for (int d = -R; d <= R; ++d)
      s += tile[threadIdx.x + R + d];
    out[i] = s / (2 * R + 1);
  }
}
