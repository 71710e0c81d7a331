// EXPECT: clean
// One dynamic shared buffer handed out by a small bump allocator that
// rounds every carve to alignof(T): 3 int flags, then 2 * blockDim.x
// half-precision values, then one double per warp, then a float4 per
// thread. The raw offsets (12 bytes, then 12 + 4 * blockDim.x ...) would
// misalign the double and float4 arrays, but each carve rounds the offset
// up first, and the base is 16-byte aligned.
#include <cuda_fp16.h>
struct SmemBump {
  char *base;
  size_t off;
  template <typename T> __device__ T *take(size_t count) {
    off = (off + alignof(T) - 1) & ~(alignof(T) - 1);
    T *p = reinterpret_cast<T *>(base + off);
    off += count * sizeof(T);
    return p;
  }
};
__global__ void stats(const float4 *x, float4 *y, double *warp_sums, int *flags_out) {
  extern __shared__ __align__(16) char smem[];
  SmemBump a{smem, 0};
  int *flags = a.take<int>(3);
  __half *h = a.take<__half>(2 * blockDim.x);
  double *wsum = a.take<double>(blockDim.x / 32);
  float4 *v = a.take<float4>(blockDim.x);
  int t = threadIdx.x;
  if (t < 3)
    flags[t] = 0;
  float4 in = x[blockIdx.x * blockDim.x + t];
  v[t] = in;
  h[2 * t] = __float2half(in.x);
  h[2 * t + 1] = __float2half(in.y);
  __syncthreads();
  double s = in.x + in.y + in.z + in.w;
  for (int o = 16; o > 0; o >>= 1)
    s += __shfl_xor_sync(0xffffffffu, s, o);
  if (t % 32 == 0)
    wsum[t / 32] = s;
  if (__half2float(h[2 * t]) != in.x)
    atomicAdd(&flags[0], 1);
  __syncthreads();
  y[blockIdx.x * blockDim.x + t] = v[blockDim.x - 1 - t];
  if (t < blockDim.x / 32)
    warp_sums[blockIdx.x * (blockDim.x / 32) + t] = wsum[t];
  if (t == 0)
    flags_out[blockIdx.x] = flags[0];
}
