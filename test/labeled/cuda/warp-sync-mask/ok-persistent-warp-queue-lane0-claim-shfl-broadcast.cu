// EXPECT: clean
// Persistent warp-granular work queue: lane 0 of each warp claims the next
// item with atomicAdd and broadcasts it with a full-mask __shfl_sync, so the
// `break` on an exhausted queue is taken by the whole warp together and the
// full-mask reduction below is always executed by all 32 lanes.
__global__ void warp_queue_norms(const float *__restrict__ vecs, float *__restrict__ norms,
                                 int nvec, int dim, int *__restrict__ head) {
  const int lane = threadIdx.x & 31;
  for (;;) {
    int item = 0;
    if (lane == 0) item = atomicAdd(head, 1);
    item = __shfl_sync(0xffffffffu, item, 0);
    if (item >= nvec) break;
    float s = 0.f;
    for (int k = lane; k < dim; k += 32) {
      float e = vecs[(size_t)item * dim + k];
      s += e * e;
    }
    for (int o = 16; o > 0; o >>= 1) s += __shfl_down_sync(0xffffffffu, s, o);
    if (lane == 0) norms[item] = sqrtf(s);
  }
}
