// EXPECT: barrier-divergence
// Vectorised sum: the float4 body is fine, but the scalar tail (n % 4 leftover
// elements, handled by the first rem threads) does its own shared-memory
// reduction with a barrier inside `if (threadIdx.x < rem)`.
__global__ void vec_sum(const float *__restrict__ x, float *out, int n) {
  __shared__ float red[256];
  const int n4 = n / 4, rem = n % 4;
  float s = 0.f;
  const float4 *x4 = reinterpret_cast<const float4 *>(x);
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n4; i += gridDim.x * blockDim.x) {
    float4 v = x4[i];
    s += v.x + v.y + v.z + v.w;
  }
  red[threadIdx.x] = s;
  __syncthreads();
  for (int st = blockDim.x / 2; st > 0; st >>= 1) {
    if (threadIdx.x < st) red[threadIdx.x] += red[threadIdx.x + st];
    __syncthreads();
  }
  if (threadIdx.x == 0) atomicAdd(out, red[0]);
  if (blockIdx.x == 0 && threadIdx.x < rem) {
    red[threadIdx.x] = x[4 * n4 + threadIdx.x];
    __syncthreads();
    if (threadIdx.x == 0)
      atomicAdd(out, red[0] + (rem > 1 ? red[1] : 0.f) + (rem > 2 ? red[2] : 0.f));
  }
}
