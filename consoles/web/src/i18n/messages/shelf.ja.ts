/**
 * Japanese texts of the shelf evaluation (/evaluate-shelve/...) and of My page's project list. Step labels,
 * list columns and statuses are the survey's (projects.*); menu, segment and report names come from the
 * contracts' catalogues.
 */
export const shelfJa = {
  shelf: {
    actions: {
      newProject: '新しい棚評価を登録',
      oldProjects: '過去の棚評価',
    },
    entry: {
      lead: '店頭の棚の写真で、どの商品に視線が集まるかをヒートマップで確認します。',
      newTitle: '新しい棚評価',
      menuNote: '棚評価では「棚ヒートマップ評価」を計算します（メニューの選択はありません）。',
      howTitle: '棚評価の流れ',
      how: {
        register: 'プロジェクト名と部署名を登録します。',
        segments: 'セグメントを選びます（レポートの見出しに記録されます）。',
        images: '棚の写真を最大{{max}}枚（1枚{{maxMb}}MBまで）アップロードし、計算します。',
        boxes: '結果の写真の上で商品ごとに枠を描いて保存すると、各商品に集まる視線の割合が表示されます。',
      },
    },
    list: {
      allProjects: 'すべてのプロジェクトを見る',
    },
    segments: {
      lead: 'レポートに記録するセグメントを選んでください（最大{{max}}つ）。',
      sameMap: '棚のヒートマップ（視線の集まり方）はどのセグメントでも同じです。選んだセグメントはレポートの見出しに記録されます。',
    },
    images: {
      lead: '棚の写真を選んでください。jpg / jpeg / png / pdf、1枚{{maxMb}}MBまで、最大{{max}}枚。',
      drop: 'ここに棚の写真をドラッグ＆ドロップ',
    },
    confirm: {
      boxesAfter: '商品の枠は計算後に結果画面で描きます。',
    },
    result: {
      heatmapModel: 'ヒートマップモデル: {{version}}',
    },
    boxes: {
      hint: '写真の上をドラッグすると商品の枠を描けます。枠はドラッグで移動、選択した枠の角で大きさを変更、Deleteキーで削除できます。保存すると各枠に集まる視線の割合が表示されます。',
      stage: '「{{name}}」の商品枠',
      pixels: '元画像 {{width}} × {{height}} px',
      title: '商品枠と視線の割合',
      none: 'まだ枠がありません。写真の上をドラッグして描いてください。',
      tooMany: '枠は1枚の写真につき{{max}}個までです。',
      defaultLabel: '商品{{number}}',
      label: 'ラベル',
      delete: '枠{{number}}を削除',
      sharePending: '保存後に表示',
      total: '枠の合計: {{share}}',
      unsaved: '保存されていない変更があります。',
      saved: '保存しました。視線の割合を更新しました。',
      save: '枠を保存',
      reset: '変更を取り消す',
    },
  },
  myProjects: {
    title: 'プロジェクト一覧',
    all: '過去のプロジェクトをすべて見る',
    summaryReport: '総合レポート',
    downloads: 'PDF',
    downloadsOf: '「{{name}}」のPDFレポート',
    more: '新しい{{shown}}件を表示しています（全{{total}}件）。',
  },
};

export type ShelfMessages = typeof shelfJa;
