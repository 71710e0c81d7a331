// EXPECT: clean
// A defensive launch check: the kernel reads %dynamic_smem_size and returns
// when the host passed too little dynamic shared memory for the staging
// buffers. The size is the same in every thread of the CTA, so the whole
// block returns or none does before the tile barriers.
#include <cuda_runtime.h>
__global__ void box_blur_rows(const float *__restrict__ in, float *__restrict__ out,
                              int *__restrict__ launch_errors, int width, int radius) {
  extern __shared__ float row[];
  unsigned dyn_bytes;
  asm("mov.u32 %0, %%dynamic_smem_size;" : "=r"(dyn_bytes));
  const unsigned need = (blockDim.x + 2 * radius) * sizeof(float);
  if (dyn_bytes < need) {
    if (threadIdx.x == 0) atomicAdd(launch_errors, 1);
    return;
  }
  const int y = blockIdx.y;
  const int x0 = blockIdx.x * blockDim.x;
  for (int k = threadIdx.x; k < blockDim.x + 2 * radius; k += blockDim.x) {
    int gx = min(max(x0 + k - radius, 0), width - 1);
    row[k] = in[y * width + gx];
  }
  __syncthreads();
  float s = 0.f;
  for (int d = -radius; d <= radius; ++d) s += row[threadIdx.x + radius + d];
  if (x0 + threadIdx.x < width) out[y * width + x0 + threadIdx.x] = s / (2 * radius + 1);
}
