// EXPECT: misaligned-access
// One dynamic shared-memory buffer carved into a half array of 100 elements
// followed by a float4 staging area. 100 halves are 200 bytes, and 200 is
// 8 mod 16, so every float4 access to `stage` (lines marked BUG) is
// misaligned.
#include <cuda_fp16.h>
constexpr int NH = 100;
__global__ void stage_rows(const __half *__restrict__ h, const float4 *__restrict__ v,
                           float4 *__restrict__ out) {
  extern __shared__ __align__(16) unsigned char smem[];
  __half *hs = reinterpret_cast<__half *>(smem);
  float4 *stage = reinterpret_cast<float4 *>(smem + NH * sizeof(__half));
  int t = threadIdx.x;
  if (t < NH)
    hs[t] = h[blockIdx.x * NH + t];
  stage[t] = v[blockIdx.x * blockDim.x + t]; // BUG: 200 + 16*t is 8 mod 16
  __syncthreads();
  float4 a = stage[(t + 1) % blockDim.x]; // BUG
  float s = __half2float(hs[t % NH]);
  out[blockIdx.x * blockDim.x + t] = make_float4(a.x * s, a.y * s, a.z * s, a.w * s);
}
