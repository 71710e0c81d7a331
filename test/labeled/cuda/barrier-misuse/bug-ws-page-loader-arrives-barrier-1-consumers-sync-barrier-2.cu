// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=160
// Warp-specialised paged-KV loader: warp 4 gathers the block's page into
// shared memory and signals with bar.arrive; warps 0-3 wait with bar.sync,
// both counting 160 threads (the consumers plus the producer warp). The
// producer arrives on barrier 1 but the consumers wait on barrier 2: barrier
// 2 only ever gets its 128 consumer threads of 160 and never completes.
__global__ void ws_page_loader_split_ids(const int *page_table, const float *kv, float *out,
                                         int max_pages) {
  __shared__ float page_buf[128];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  if (warp == 4) {
    const int page = page_table[blockIdx.x * max_pages];
    for (int j = lane; j < 128; j += 32)
      page_buf[j] = kv[(size_t)page * 128 + j];
    asm volatile("bar.arrive 1, 160;" ::: "memory");
  } else {
    asm volatile("bar.sync 2, 160;" ::: "memory");
    out[blockIdx.x * 128 + threadIdx.x] = page_buf[threadIdx.x] * 2.f;
  }
}
