// EXPECT: clean
// PTXLINT-ARGS: --block-dim=32,4
// Triangle counting by edge-list intersection: a 32x4 block works as two
// 64-thread groups (rows 0-1 and 2-3), each on its own edge (u, v), staging
// a chunk of N(u) in shared memory and binary-searching its elements of N(v)
// there. Each group synchronises on its own named barrier, 1 or 2, with a
// count of 64, leaving barrier 0 to the block-wide __syncthreads at the end;
// the groups' different edge and chunk counts never meet on one barrier.
#define CHUNK 256

__device__ bool bsearch_sorted(const int *a, int n, int key) {
  int lo = 0, hi = n - 1;
  while (lo <= hi) {
    int mid = (lo + hi) >> 1;
    int m = a[mid];
    if (m == key)
      return true;
    if (m < key)
      lo = mid + 1;
    else
      hi = mid - 1;
  }
  return false;
}

__device__ __forceinline__ void group_sync(unsigned id) {
  asm volatile("bar.sync %0, 64;" ::"r"(id) : "memory");
}

__global__ void __launch_bounds__(128)
triangle_count(const int *__restrict__ row_ptr, const int *__restrict__ col,
               const int2 *__restrict__ edges, int m,
               unsigned long long *__restrict__ total) {
  __shared__ int nu[2][CHUNK];
  __shared__ unsigned long long block_sum;
  const int g = threadIdx.y >> 1;                         // group 0 or 1
  const int gt = (threadIdx.y & 1) * 32 + threadIdx.x;    // 0..63 in group
  const unsigned bar_id = 1 + g;                          // barriers 1 and 2
  if (threadIdx.x == 0 && threadIdx.y == 0)
    block_sum = 0;
  unsigned long long cnt = 0;
  for (int e = blockIdx.x * 2 + g; e < m; e += gridDim.x * 2) {
    const int u = edges[e].x, v = edges[e].y;
    const int ub = row_ptr[u], ue = row_ptr[u + 1];
    const int vb = row_ptr[v], ve = row_ptr[v + 1];
    for (int base = ub; base < ue; base += CHUNK) {
      const int len = min(CHUNK, ue - base);
      for (int k = gt; k < len; k += 64)
        nu[g][k] = col[base + k];
      group_sync(bar_id);
      for (int k = vb + gt; k < ve; k += 64)
        cnt += bsearch_sorted(nu[g], len, col[k]);
      group_sync(bar_id);
    }
  }
  __syncthreads();
  atomicAdd(&block_sum, cnt);
  __syncthreads();
  if (threadIdx.x == 0 && threadIdx.y == 0)
    atomicAdd(total, block_sum);
}
