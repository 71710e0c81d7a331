// EXPECT: barrier-misuse
// barrier.sync (the non-.aligned form) with 100 threads, count in a register.
__global__ void odd_count(int *x) {
  const unsigned participants = 100;
  if (threadIdx.x < participants) {
    x[threadIdx.x] = 1;
    asm volatile("barrier.sync 4, %0;" ::"r"(participants) : "memory");
    x[threadIdx.x] += x[99 - threadIdx.x];
  }
}
