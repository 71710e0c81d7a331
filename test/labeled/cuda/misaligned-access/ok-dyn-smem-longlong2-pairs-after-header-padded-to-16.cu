// EXPECT: clean
// The near miss of the key-pair sort's dynamic shared memory: the 64-bit
// header is padded to 16 bytes (two words), so the longlong2 pairs start on
// a 16-byte boundary.
#include <cuda_runtime.h>
__global__ void pair_min_max(const long long *__restrict__ keys, long long *__restrict__ out, int n) {
  extern __shared__ __align__(16) unsigned char smem[];
  long long *hdr = reinterpret_cast<long long *>(smem);
  longlong2 *pairs = reinterpret_cast<longlong2 *>(hdr + 2);
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x == 0) hdr[0] = keys[blockIdx.x * blockDim.x];
  long long a = 2 * i < n ? keys[2 * i] : 0, b = 2 * i + 1 < n ? keys[2 * i + 1] : 0;
  pairs[threadIdx.x] = make_longlong2(min(a, b), max(a, b));
  __syncthreads();
  const longlong2 p = pairs[threadIdx.x ^ 1];
  if (2 * i + 1 < n) {
    out[2 * i] = p.x - hdr[0];
    out[2 * i + 1] = p.y - hdr[0];
  }
}
