// EXPECT: clean
// Vectorised scaling of a sub-array that starts at an arbitrary float offset:
// a scalar prologue peels elements until the pointer is 16-byte aligned
// (computed from the address itself), then the body uses float4.
#include <cstdint>
__global__ void scale_from(float *data, int offset, int n, float s) {
  float *p = data + offset;
  int pre = (int)((16 - (reinterpret_cast<uintptr_t>(p) & 15)) & 15) / 4;
  if (pre > n)
    pre = n;
  if (threadIdx.x < pre)
    p[threadIdx.x] *= s;
  float4 *body = reinterpret_cast<float4 *>(p + pre);
  int quads = (n - pre) / 4;
  for (int i = threadIdx.x; i < quads; i += blockDim.x) {
    float4 v = body[i];
    v.x *= s; v.y *= s; v.z *= s; v.w *= s;
    body[i] = v;
  }
  for (int i = pre + quads * 4 + threadIdx.x; i < n; i += blockDim.x)
    p[i] *= s;
}
