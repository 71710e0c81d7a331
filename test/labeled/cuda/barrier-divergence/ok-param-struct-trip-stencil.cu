// EXPECT: clean
// 1-D stencil with halos, parameters passed as a struct by value: the halo
// threads load under thread-dependent conditions, the barriers are outside
// them, and the time-step loop (in shared memory) takes its trip count from
// the struct.
struct StencilParams {
  int n;
  int steps;
  float c0, c1;
};
#define R 2
#define B 128
__global__ void __launch_bounds__(B) stencil(const float *a, float *out, StencilParams p) {
  __shared__ float s[B + 2 * R];
  int g = blockIdx.x * B + threadIdx.x;
  s[threadIdx.x + R] = g < p.n ? a[g] : 0.f;
  if (threadIdx.x < R) {
    int l = g - R, r = g + B;
    s[threadIdx.x] = l >= 0 && l < p.n ? a[l] : 0.f;
    s[threadIdx.x + B + R] = r < p.n ? a[r] : 0.f;
  }
  __syncthreads();
  for (int t = 0; t < p.steps; ++t) {
    float v = p.c0 * s[threadIdx.x + R];
#pragma unroll
    for (int k = 1; k <= R; ++k)
      v += p.c1 * (s[threadIdx.x + R - k] + s[threadIdx.x + R + k]);
    __syncthreads();
    s[threadIdx.x + R] = v;
    __syncthreads();
  }
  if (g < p.n)
    out[g] = s[threadIdx.x + R];
}
