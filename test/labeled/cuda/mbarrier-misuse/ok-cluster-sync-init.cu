// EXPECT: clean
// ARCHS: sm_90 sm_90a
// A cluster kernel: one thread initialises the block's mbarrier, and a
// cluster-wide barrier (barrier.cluster.arrive/wait, as cute::cluster_sync
// does) publishes the init before anyone arrives.
#include "mbar.cuh"
__global__ void __cluster_dims__(2, 1, 1) cluster_init(float *x) {
  __shared__ uint64_t bar;
  if (threadIdx.x == 0)
    mb_init(&bar, blockDim.x);
  asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  asm volatile("barrier.cluster.arrive.aligned;\n\tbarrier.cluster.wait.aligned;" ::: "memory");
  x[blockIdx.x * blockDim.x + threadIdx.x] += 1.f;
  mb_arrive(&bar);
  mb_wait_parity(&bar, 0);
}
