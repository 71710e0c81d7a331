// EXPECT: barrier-divergence
// A strided loop whose trip count depends on threadIdx.x with a barrier in its
// body: threads execute the barrier a different number of times.
__global__ void strided_accumulate(const float *in, float *out, int n) {
  __shared__ float acc[256];
  acc[threadIdx.x] = 0.f;
  for (int i = threadIdx.x; i < n; i += 96) {
    acc[threadIdx.x] += in[i];
    __syncthreads();
    if (threadIdx.x == 0)
      out[blockIdx.x] += acc[255];
  }
}
