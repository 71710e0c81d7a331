// EXPECT: clean
// The near miss of the batch de-duplication: the match and the reduction
// run on the mask of the lanes that are inside the batch (__activemask() at
// the top of the valid branch, which every lane of the branch executes).
#include <cuda_runtime.h>
__global__ void dedup_uniform_keys(const unsigned long long *__restrict__ keys,
                                   const float *__restrict__ vals, unsigned long long *__restrict__ out_keys,
                                   float *__restrict__ out_vals, int *__restrict__ out_count, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int lane = threadIdx.x & 31;
  const bool valid = i < n;
  if (valid) {
    const unsigned mask = __activemask();
    const unsigned long long k = keys[i];
    int all_same;
    __match_all_sync(mask, k, &all_same);
    float v = vals[i];
    if (all_same && mask == 0xffffffffu) {
      for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
      if (lane == 0) {
        int slot = atomicAdd(out_count, 1);
        out_keys[slot] = k;
        out_vals[slot] = v;
      }
    } else {
      int slot = atomicAdd(out_count, 1);
      out_keys[slot] = k;
      out_vals[slot] = v;
    }
  }
}
