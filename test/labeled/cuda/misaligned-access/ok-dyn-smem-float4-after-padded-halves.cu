// EXPECT: clean
// One dynamic shared-memory buffer carved into a half array and a float4
// staging area, with the half array's size rounded up to a multiple of 8
// elements (16 bytes) before the float4 part starts: 104 halves are 208
// bytes, a multiple of 16, so every float4 access is aligned.
#include <cuda_fp16.h>
constexpr int NH = 100;
constexpr int NH_PADDED = (NH + 7) / 8 * 8;
__global__ void stage_rows(const __half *__restrict__ h, const float4 *__restrict__ v,
                           float4 *__restrict__ out) {
  extern __shared__ __align__(16) unsigned char smem[];
  __half *hs = reinterpret_cast<__half *>(smem);
  float4 *stage = reinterpret_cast<float4 *>(smem + NH_PADDED * sizeof(__half));
  int t = threadIdx.x;
  if (t < NH)
    hs[t] = h[blockIdx.x * NH + t];
  stage[t] = v[blockIdx.x * blockDim.x + t];
  __syncthreads();
  float4 a = stage[(t + 1) % blockDim.x];
  float s = __half2float(hs[t % NH]);
  out[blockIdx.x * blockDim.x + t] = make_float4(a.x * s, a.y * s, a.z * s, a.w * s);
}
